import { atom } from 'jotai'

/** What the visitor typed in the search box; searching while it is not empty. */
export const queryAtom = atom('')
queryAtom.debugLabel = 'projectQuery'
