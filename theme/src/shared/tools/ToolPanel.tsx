import { useAtomValue, useSetAtom } from 'jotai'
import Minus from '../icons/minus'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import controls from '../ui/controls.module.css'
import { Dialog } from '../ui/Dialog'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import { hideToolAtom, toolVisibilityAtom, type Tool } from './tool-atoms'
import styles from './ToolPanel.module.css'

interface ToolPanelProps {
  tool: Tool
  /**
   * The X button. The tool resets its own data and hides its panel (the
   * notes first ask for confirmation). Minimize and Escape only hide it.
   */
  onClose: () => void
  children: ReactNode
}

/**
 * The frame of a tool: a full-screen modal dialog named after the tool,
 * shown while the tool's visibility flag is true, with Minimize and Close.
 * A crash inside the tool shows a message here, not a blank site.
 */
export function ToolPanel({ tool, onClose, children }: ToolPanelProps) {
  const { t } = useTranslation()
  const open = useAtomValue(toolVisibilityAtom)[tool]
  const hide = useSetAtom(hideToolAtom)
  const minimize = () => hide(tool)
  return (
    <Dialog
      title={t(`tools.${tool}`)}
      open={open}
      onClose={onClose}
      onEscape={minimize}
      className={styles.panel}
      actions={
        <button type="button" className={controls.round} onClick={minimize} aria-label={t('tools.minimize')}>
          <Minus aria-hidden="true" />
        </button>
      }
    >
      <ErrorBoundary message="tools.crashed" hint="tools.crashedHint">
        {children}
      </ErrorBoundary>
    </Dialog>
  )
}
