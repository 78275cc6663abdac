/**
 * Plain text as paragraphs: a blank line starts a new one, as in a
 * résumé's summary. Light markup is not read: the text shows as written.
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph, i) => (
      <p key={i} className={className}>
        {paragraph}
      </p>
    ))
}
