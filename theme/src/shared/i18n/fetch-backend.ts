import type { BackendModule, ReadCallback } from 'i18next'

/**
 * An i18next backend that fetches each language's bundle from its
 * fingerprinted URL. A network failure or a server error is passed back as
 * retriable, so that i18next tries again (5 times, from 350 ms, doubling);
 * i18next-resources-to-backend never asks for a retry, and
 * i18next-http-backend carries code for XHR and for paths the site does not
 * use.
 */
export function fetchBackend(urls: Record<string, string>): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, _namespace: string, callback: ReadCallback) {
      const url = urls[language]
      if (!url) {
        callback(new Error(`no interface strings for ${language}`), false)
        return
      }
      fetch(url)
        .then(async (response) => {
          if (!response.ok) {
            callback(new Error(`${url}: HTTP ${response.status}`), response.status >= 500 || response.status === 429)
            return
          }
          callback(null, await response.json())
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true))
    },
  }
}
