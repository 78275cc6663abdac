import type { Inline } from '../../shared/data/types'

const safeHref = /^(https?:\/\/|mailto:)/i

/**
 * Renders a paragraph's light markup as React elements. The nodes were
 * parsed at build time; nothing is ever set as HTML.
 */
export function Markup({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        if (typeof node === 'string') return node
        switch (node.k) {
          case 'strong':
            return (
              <strong key={i}>
                <Markup nodes={node.c} />
              </strong>
            )
          case 'em':
            return (
              <em key={i}>
                <Markup nodes={node.c} />
              </em>
            )
          case 'code':
            return <code key={i}>{node.text}</code>
          case 'link':
            if (!safeHref.test(node.href)) return <Markup key={i} nodes={node.c} />
            return (
              <a key={i} href={node.href} target="_blank" rel="noopener noreferrer">
                <Markup nodes={node.c} />
              </a>
            )
        }
      })}
    </>
  )
}
