/**
 * Whether a URL from the content may be a link's target: http(s) only, so
 * that no `javascript:` or `data:` URL ever becomes a link, whatever the
 * content says.
 */
export const isWebURL = (url: string | undefined): url is string => url !== undefined && /^https?:\/\//i.test(url)
