import { useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect, useState } from 'react'
import { toolQuery, tools, toolVisibilityAtom, useOpenTool, type Tool } from '../shared/tools/tool-atoms'

// Each tool is its own chunk, downloaded when it is first opened.
const panels: Record<Tool, React.LazyExoticComponent<() => React.JSX.Element>> = {
  editor: lazy(() => import('../features/notes/NotesPanel')),
  weather: lazy(() => import('../features/weather/WeatherPanel')),
  music: lazy(() => import('../features/music/MusicPanel')),
  mathApp: lazy(() => import('../features/maths/MathsPanel')),
}

/** Maths lives only while open; the others stay mounted, hidden, once opened. */
const keptMounted = (tool: Tool) => tool !== 'mathApp'

/** Mounts the tool panels, and opens the one named by ?tool= on load. */
export function ToolHost() {
  const visible = useAtomValue(toolVisibilityAtom)
  const open = useOpenTool()
  const [opened, setOpened] = useState<ReadonlySet<Tool>>(new Set())

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const tool = tools.find((t) => toolQuery[t] === params.get('tool'))
    if (tool) open(tool)
  }, [open])

  useEffect(() => {
    const newlyOpened = tools.filter((tool) => visible[tool] && !opened.has(tool))
    if (newlyOpened.length > 0) setOpened(new Set([...opened, ...newlyOpened]))
  }, [visible, opened])

  // One boundary, mounted from the start: a panel opened in a transition
  // (useOpenTool) suspends into it without ever showing its fallback.
  return (
    <Suspense fallback={null}>
      {tools.map((tool) => {
        const Panel = panels[tool]
        return (visible[tool] || (keptMounted(tool) && opened.has(tool))) && <Panel key={tool} />
      })}
    </Suspense>
  )
}
