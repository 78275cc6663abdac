import { atom, useSetAtom } from 'jotai'
import { startTransition, useCallback } from 'react'

/** The four tools, by the names of their visibility flags. */
export const tools = ['editor', 'weather', 'music', 'mathApp'] as const
export type Tool = (typeof tools)[number]

/** The ?tool= value that opens each tool on load. */
export const toolQuery: Record<Tool, string> = { editor: 'notes', weather: 'weather', music: 'music', mathApp: 'maths' }

const visibilityAtom = atom<Record<Tool, boolean>>({ editor: false, weather: false, music: false, mathApp: false })
visibilityAtom.debugLabel = 'toolVisibility'

/** Which tool panels show. */
export const toolVisibilityAtom = atom((get) => get(visibilityAtom))
toolVisibilityAtom.debugLabel = 'toolVisibility (read)'

/** Shows a tool's panel: its flag becomes true. */
export const openToolAtom = atom(null, (get, set, tool: Tool) => {
  set(visibilityAtom, { ...get(visibilityAtom), [tool]: true })
})
openToolAtom.debugLabel = 'openTool'

/**
 * Opens a tool in a transition: while its chunk loads, React keeps the
 * screen as it is rather than showing a fallback, and then shows the panel
 * at once (a fallback would delay it by React's 300 ms reveal throttle).
 * The tools' host's: the rest of the app asks for a tool with openTool.
 */
export function useOpenTool(): (tool: Tool) => void {
  const open = useSetAtom(openToolAtom)
  return useCallback((tool: Tool) => startTransition(() => open(tool)), [open])
}

/** Hides a tool's panel (minimize or close): its flag becomes false. */
export const hideToolAtom = atom(null, (get, set, tool: Tool) => {
  set(visibilityAtom, { ...get(visibilityAtom), [tool]: false })
})
hideToolAtom.debugLabel = 'hideTool'
