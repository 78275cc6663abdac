import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useShownChoice } from './use-shown-choice'

function Picker({ initial }: { initial: string }) {
  const [stored, store] = useState(initial)
  const [shown, choose] = useShownChoice(stored, 'html', store)
  return (
    <button type="button" onClick={() => choose('tapped')}>
      {shown}
    </button>
  )
}

describe('the choice a picker shows', () => {
  it("is the page's HTML's while prerendered", () => {
    expect(renderToString(<Picker initial="stored" />)).toContain('>html<')
  })

  it('is the stored one once the app runs', () => {
    render(<Picker initial="stored" />)
    expect(screen.getByRole('button')).toHaveTextContent('stored')
  })

  it("is the visitor's own as soon as they make it, over the stored one", () => {
    const { rerender } = render(<Picker initial="stored" />)
    act(() => screen.getByRole('button').click())
    expect(screen.getByRole('button')).toHaveTextContent('tapped')
    rerender(<Picker initial="stored" />)
    expect(screen.getByRole('button')).toHaveTextContent('tapped')
  })
})
