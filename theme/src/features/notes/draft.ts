import type { Descendant } from 'slate'
import { readStored, writeStored } from '../../shared/storage'
import { hasText } from './note-text'

/** localStorage key of the note being written. */
export const draftKey = 'portfolio-note-draft'

export interface Draft {
  title: string
  content: Descendant[]
}

/** The draft kept from a previous visit, or null when there is none or it is unreadable. */
export function readDraft(): Draft | null {
  const raw = readStored(draftKey)
  if (!raw) return null
  try {
    const draft = JSON.parse(raw) as Partial<Draft>
    if (typeof draft.title !== 'string' || !Array.isArray(draft.content) || draft.content.length === 0) return null
    return hasText(draft.content) ? { title: draft.title, content: draft.content } : null
  } catch {
    return null
  }
}

/** Keeps the draft until it is downloaded or discarded; an empty note keeps nothing. */
export function saveDraft(draft: Draft): void {
  writeStored(draftKey, hasText(draft.content) ? JSON.stringify(draft) : null)
}

export function forgetDraft(): void {
  writeStored(draftKey, null)
}
