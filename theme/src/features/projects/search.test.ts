import { describe, expect, it } from 'vitest'
import projects from '../../test/fixtures/projects'
import { fold, searchProjects } from './search'

const title = (p: (typeof projects)[number]) => p.title.en ?? ''
const titles = (query: string) => searchProjects(projects, query, title).map(title)

describe('searchProjects', () => {
  it('keeps every project for an empty or blank query', () => {
    expect(titles('')).toHaveLength(3)
    expect(titles('   ')).toHaveLength(3)
  })

  it('matches a substring of the title, ignoring case', () => {
    expect(titles('SALE')).toEqual(['Point of Sale'])
    expect(titles('app')).toEqual(['Budget App'])
  })

  it('ignores accents both ways', () => {
    expect(titles('cafe')).toEqual(['Café Finder'])
    expect(titles('CAFÉ')).toEqual(['Café Finder'])
  })

  it('finds nothing when no title matches', () => {
    expect(titles('weather')).toEqual([])
  })

  it('searches the title in the language given', () => {
    expect(searchProjects(projects, 'venda', (p) => p.title.pt ?? p.title.en ?? '').map((p) => p.slug)).toEqual(['point-of-sale'])
  })
})

describe('fold', () => {
  it('removes diacritics and lowercases', () => {
    expect(fold('Ação Ç É')).toBe('acao c e')
  })
})
