import { describe, expect, it } from 'vitest'
import { countTags } from './count-tags'

const project = (...names: string[]) => ({ tags: names.map((name) => ({ name, slug: name.toLowerCase().replace(/\W+/g, '-') })) })

describe('countTags', () => {
  it('counts each tag once, in the order of its lower-cased name by code unit, as the prerendered page has it', () => {
    const tags = countTags([project('react', 'Éclair', '"<b>x</b>'), project('React', 'Zod'), project('ávila')])
    expect(tags.map((t) => `${t.name} ${t.count}`)).toEqual(['"<b>x</b> 1', 'react 2', 'Zod 1', 'ávila 1', 'Éclair 1'])
  })
})
