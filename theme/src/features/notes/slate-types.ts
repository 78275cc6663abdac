import type { BaseEditor } from 'slate'
import type { HistoryEditor } from 'slate-history'
import type { ReactEditor } from 'slate-react'

/** The blocks a note is made of. Lists hold list items. */
export type BlockType = 'paragraph' | 'heading' | 'subheading' | 'list-item'
export type ListType = 'bulleted-list' | 'numbered-list'

export type TextBlock = { type: BlockType; indent?: number; children: NoteText[] }
export type ListBlock = { type: ListType; children: TextBlock[] }
export type NoteElement = TextBlock | ListBlock

export type Mark = 'bold' | 'italic' | 'underline' | 'code'
export type NoteText = { text: string } & Partial<Record<Mark, true>>

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor
    Element: NoteElement
    Text: NoteText
  }
}
