import { atom } from 'jotai'

/** What the visitor typed in the search box; searching while it is not empty. */
export const queryAtom = atom('')
queryAtom.debugLabel = 'projectQuery'

/** The slug of the project whose popup is open, if any. */
export const openProjectAtom = atom<string | null>(null)
openProjectAtom.debugLabel = 'openProject'

/** Opens a project's popup, or closes it when it is the one already open. */
export const toggleProjectAtom = atom(null, (get, set, slug: string) => {
  set(openProjectAtom, get(openProjectAtom) === slug ? null : slug)
})
toggleProjectAtom.debugLabel = 'toggleProject'
