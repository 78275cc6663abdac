import { createElement, type SVGProps } from 'react'

// The interface's icons are lucide's (lucide.dev, ISC licence). Each file
// beside this one holds one icon's drawing, written from lucide-react's
// data by scripts/icons.mjs; icons.test.ts checks them against the
// installed lucide-react. One file each, so that a chunk carries only the
// icons it draws. lucide-react's own components would add 1.6 KB gzip to
// the first load (forwardRef, a context, class merging) for nothing the
// theme uses.

/** An icon's drawing: its SVG elements and their attributes, on a 24×24 grid. */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[]

export type IconProps = SVGProps<SVGSVGElement>

const svg = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const

/** A component that draws the icon as lucide-react does: a 24 px stroke in the text's colour, decorative unless its props say otherwise. */
export function icon(node: IconNode) {
  return function Icon(props: IconProps) {
    return createElement(
      'svg',
      { ...svg, ...props },
      node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    )
  }
}
