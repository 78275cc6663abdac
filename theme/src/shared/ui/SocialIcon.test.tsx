import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Network } from '../data/types'
import brandsFile from './social-brands.svg'
import { SocialIcon } from './SocialIcon'

// Every network of the data contract that has a brand mark: one the
// generated types gain fails to typecheck here until it is listed.
const brands = {
  github: true,
  linkedin: true,
  x: true,
  mastodon: true,
  gitlab: true,
  stackoverflow: true,
  youtube: true,
} satisfies Record<Exclude<Network, 'link'>, true>

const sprite = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'social-brands.svg'), 'utf8')

describe('SocialIcon', () => {
  it.each(Object.keys(brands) as (keyof typeof brands)[])('shows the %s mark from the brands’ file, which has it', (kind) => {
    const { container } = render(<SocialIcon kind={kind} />)
    const use = container.querySelector('svg[aria-hidden="true"] use')
    expect(use?.getAttribute('href')).toBe(`${brandsFile}#${kind}`)
    const symbol = new DOMParser().parseFromString(sprite, 'image/svg+xml').getElementById(kind)
    expect(symbol?.tagName).toBe('symbol')
    expect(symbol?.getAttribute('viewBox')).toBe('0 0 24 24')
    expect(symbol?.querySelector('path')?.getAttribute('d')).toMatch(/^[Mm][\d.]/)
  })

  it('draws a chain link for any other site, and an envelope for email, with no file', () => {
    for (const kind of ['link', 'email'] as const) {
      const { container } = render(<SocialIcon kind={kind} />)
      expect(container.querySelector('use')).toBeNull()
      expect(container.querySelector('svg path, svg rect')).not.toBeNull()
    }
  })
})
