import { describe, expect, it } from 'vitest'
import { dialable } from './phone'

describe('a phone link', () => {
  it('dials the digits and a leading +', () => {
    expect(dialable('(912) 555-4321')).toBe('9125554321')
    expect(dialable('+351 912 345 678')).toBe('+351912345678')
  })
  it('leaves an extension out', () => {
    expect(dialable('+1 555 0100 ext. 56')).toBe('+15550100')
    expect(dialable('555-0100 x56')).toBe('5550100')
  })
  it('is no link when nothing can be dialled', () => {
    expect(dialable('ask me')).toBe('')
  })
})
