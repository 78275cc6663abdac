import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useShownChoice } from './use-shown-choice'

function Picker({ stored }: { stored: string }) {
  const [shown, show] = useShownChoice(stored, 'html')
  return (
    <button type="button" onClick={() => show('tapped')}>
      {shown}
    </button>
  )
}

describe('the choice a picker shows', () => {
  it("is the page's HTML's while prerendered", () => {
    expect(renderToString(<Picker stored="stored" />)).toContain('>html<')
  })

  it('is the stored one once the app runs', () => {
    render(<Picker stored="stored" />)
    expect(screen.getByRole('button')).toHaveTextContent('stored')
  })

  it("is the visitor's own as soon as they make it, over the stored one", () => {
    const { rerender } = render(<Picker stored="stored" />)
    act(() => screen.getByRole('button').click())
    expect(screen.getByRole('button')).toHaveTextContent('tapped')
    rerender(<Picker stored="stored" />)
    expect(screen.getByRole('button')).toHaveTextContent('tapped')
  })
})
