import type { Tool } from './tool-atoms'

// How a tool is asked for: the tools' host opens it (app/ToolHost.tsx); until
// the host has mounted, which the app does for the first tool asked for
// (app/App.tsx's Tools), the tools wait here. They are not the tools' atoms:
// the home screen, whose shortcuts ask for the tools, loads neither them nor
// the host before a tool is asked for, within the JS budget of its page.

const waiting: Tool[] = []
let host: ((tool: Tool) => void) | undefined
let onAsked: ((tool: Tool) => void) | undefined

/** Opens a tool, through the tools' host: at once, or as the host mounts. */
export function openTool(tool: Tool): void {
  if (host) return host(tool)
  waiting.push(tool)
  onAsked?.(tool)
}

/** Calls asked with each tool asked for before the host hears them, at once for those asked already. */
export function whenToolAsked(asked: (tool: Tool) => void): void {
  onAsked = asked
  for (const tool of waiting) asked(tool)
}

/** Has open take the tools asked for, those waiting at once; returns what stops it. */
export function hearTools(open: (tool: Tool) => void): () => void {
  host = open
  for (const tool of waiting.splice(0)) open(tool)
  return () => {
    host = undefined
  }
}
