import Calculator from '../../shared/icons/calculator'
import CloudSun from '../../shared/icons/cloud-sun'
import Music from '../../shared/icons/music'
import NotebookPen from '../../shared/icons/notebook-pen'
import { useTranslation } from 'react-i18next'
import { openTool } from '../../shared/tools/open-tool'
import type { Tool } from '../../shared/tools/tool-atoms'
import styles from './Home.module.css'

const shortcuts: { tool: Tool; Icon: typeof Music }[] = [
  { tool: 'editor', Icon: NotebookPen },
  { tool: 'weather', Icon: CloudSun },
  { tool: 'music', Icon: Music },
  { tool: 'mathApp', Icon: Calculator },
]

/** The four tool shortcuts at the bottom right of the home screen. */
export function Shortcuts() {
  const { t } = useTranslation()
  return (
    <nav className={styles.shortcuts} aria-label={t('tools.label')}>
      <ul>
        {shortcuts.map(({ tool, Icon }) => (
          <li key={tool}>
            <button type="button" className={styles.shortcut} onClick={() => openTool(tool)} aria-haspopup="dialog">
              <span className={styles.shortcutIcon} data-tool={tool}>
                <Icon aria-hidden="true" />
              </span>
              <span className={styles.shortcutLabel}>{t(`tools.${tool}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
