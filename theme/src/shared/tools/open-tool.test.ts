import { describe, expect, it, vi } from 'vitest'

// Each test has the module afresh: it keeps the tools asked for.
const fresh = async () => {
  vi.resetModules()
  return import('./open-tool')
}

describe('openTool', () => {
  it('keeps the tools asked for before the host hears them, and tells the app of each', async () => {
    const { openTool, whenToolAsked, hearTools } = await fresh()
    const asked = vi.fn()
    whenToolAsked(asked)
    expect(asked).not.toHaveBeenCalled()
    openTool('music')
    openTool('editor')
    expect(asked.mock.calls).toEqual([['music'], ['editor']])
    const open = vi.fn()
    hearTools(open)
    expect(open.mock.calls).toEqual([['music'], ['editor']])
  })

  it('tells the app at once of a tool asked for before it listened', async () => {
    const { openTool, whenToolAsked } = await fresh()
    openTool('weather')
    const asked = vi.fn()
    whenToolAsked(asked)
    expect(asked.mock.calls).toEqual([['weather']])
  })

  it('hands a tool to the host at once once it hears, and keeps them again once it stops', async () => {
    const { openTool, hearTools } = await fresh()
    const open = vi.fn()
    const stop = hearTools(open)
    openTool('mathApp')
    expect(open).toHaveBeenCalledWith('mathApp')
    stop()
    openTool('music')
    expect(open).toHaveBeenCalledTimes(1)
    const again = vi.fn()
    hearTools(again)
    expect(again).toHaveBeenCalledWith('music')
  })
})
