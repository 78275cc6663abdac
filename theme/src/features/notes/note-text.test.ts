import { describe, expect, it } from 'vitest'
import type { Descendant } from 'slate'
import { defaultTitle, hasText, plainText, safeFileName } from './note-text'

describe('safeFileName', () => {
  it.each([
    ['note 21_11_2026_09:41', 'note 21_11_2026_09-41'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a-b-c-d-e-f-g-h-i-j'],
    ['  trailing dots...  ', 'trailing dots'],
    ['CON', '_CON'],
    ['lpt1.txt', '_lpt1.txt'],
    ['', 'note'],
    ['...', 'note'],
    ['tab\there\nnewline', 'tab here newline'],
    ['Café déjà vu', 'Café déjà vu'],
  ])('%j becomes %j', (title, safe) => {
    expect(safeFileName(title)).toBe(safe)
  })

  it('keeps names short', () => {
    expect(safeFileName('x'.repeat(300))).toHaveLength(120)
  })
})

describe('defaultTitle', () => {
  it('is the word for note and day_month_year_hour:minute', () => {
    expect(defaultTitle('note', new Date(2026, 10, 21, 9, 5))).toBe('note 21_11_2026_09:05')
    expect(defaultTitle('nota', new Date(2026, 0, 2, 23, 59))).toBe('nota 02_01_2026_23:59')
  })
})

describe('plainText', () => {
  const note: Descendant[] = [
    { type: 'heading', children: [{ text: 'Title' }] },
    { type: 'paragraph', children: [{ text: 'Some ' }, { text: 'bold', bold: true }, { text: ' text.' }] },
    { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'one' }] }, { type: 'list-item', children: [{ text: 'two' }] }] },
    { type: 'paragraph', children: [{ text: '' }] },
  ]

  it('writes one line per block, list items included', () => {
    expect(plainText(note)).toBe('Title\nSome bold text.\none\ntwo\n')
  })

  it('knows an empty note', () => {
    expect(hasText(note)).toBe(true)
    expect(hasText([{ type: 'paragraph', children: [{ text: '  ' }] }])).toBe(false)
  })
})
