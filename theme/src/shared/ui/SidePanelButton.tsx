import { useState, type ReactNode } from 'react'
import controls from './controls.module.css'
import { Dialog } from './Dialog'

interface SidePanelButtonProps {
  /** The button's text, also the panel's title. */
  label: string
  icon: ReactNode
  /** The panel's content; call close once the visitor has chosen. */
  children: (close: () => void) => ReactNode
}

/**
 * The small screens' menu: a button that opens a side panel over the right
 * part of the screen (the Settings language, the music tracks, the maths
 * calculators). The panel closes with its X, Escape or a click on its
 * backdrop.
 */
export function SidePanelButton({ label, icon, children }: SidePanelButtonProps) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <>
      <button type="button" className={controls.pill} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {icon}
        {label}
      </button>
      {open && (
        <Dialog title={label} variant="side" onClose={close}>
          {children(close)}
        </Dialog>
      )}
    </>
  )
}
