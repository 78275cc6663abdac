import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { ErrorBoundary } from '../shared/ui/ErrorBoundary'
import { hearTools } from '../shared/tools/open-tool'
import { hideToolAtom, toolQuery, tools, toolVisibilityAtom, useOpenTool, type Tool } from '../shared/tools/tool-atoms'

/** Each tool's panel, a chunk of its own: how to load it (app/App.tsx's panelLoaders). */
export type PanelLoaders = Record<Tool, () => Promise<{ default: ComponentType }>>

const lazyPanels = (loaders: PanelLoaders): Record<Tool, ComponentType> => ({
  editor: lazy(loaders.editor),
  weather: lazy(loaders.weather),
  music: lazy(loaders.music),
  mathApp: lazy(loaders.mathApp),
})

/** Maths lives only while open; the others stay mounted, hidden, once opened. */
const keptMounted = (tool: Tool) => tool !== 'mathApp'

/**
 * Mounts the tool panels, and opens each tool asked for (openTool): those
 * asked for before, which had the app mount it, as it mounts, with the one
 * named by ?tool= on load. Opened once the host's boundary is in place, a
 * panel never shows its fallback (see useOpenTool). A tool whose chunk does
 * not load (the network dropped, or a deploy replaced it) says so, and
 * loads again when next opened.
 */
export default function ToolHost({ loaders }: { loaders: PanelLoaders }) {
  const visible = useAtomValue(toolVisibilityAtom)
  const open = useOpenTool()
  const hide = useSetAtom(hideToolAtom)
  const [opened, setOpened] = useState<ReadonlySet<Tool>>(new Set())
  const [panels, setPanels] = useState(() => lazyPanels(loaders))

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const tool = tools.find((t) => toolQuery[t] === params.get('tool'))
    if (tool) open(tool)
    return hearTools(open)
  }, [open])

  useEffect(() => {
    const newlyOpened = tools.filter((tool) => visible[tool] && !opened.has(tool))
    if (newlyOpened.length > 0) setOpened(new Set([...opened, ...newlyOpened]))
  }, [visible, opened])

  const giveUp = (tool: Tool) => {
    hide(tool)
    setOpened((set) => new Set([...set].filter((t) => t !== tool)))
    setPanels((current) => ({ ...current, [tool]: lazy(loaders[tool]) })) // React.lazy keeps a failure: start afresh
  }

  // One boundary, mounted from the start: a panel opened in a transition
  // (useOpenTool) suspends into it without ever showing its fallback.
  return (
    <Suspense fallback={null}>
      {tools.map((tool) => {
        const Panel = panels[tool]
        return (
          (visible[tool] || (keptMounted(tool) && opened.has(tool))) && (
            <ErrorBoundary key={tool} resetKey={Panel} message="tools.unavailable" hint="tools.unavailableHint" onClose={() => giveUp(tool)}>
              <Panel />
            </ErrorBoundary>
          )
        )
      })}
    </Suspense>
  )
}
