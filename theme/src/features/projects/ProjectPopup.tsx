import ExternalLink from '../../shared/icons/external-link'
import { useTranslation } from 'react-i18next'
import type { Project } from '../../shared/data/types'
import { useLocalized } from '../../shared/i18n/use-localized'
import { Carousel } from '../../shared/ui/Carousel'
import controls from '../../shared/ui/controls.module.css'
import { Dialog } from '../../shared/ui/Dialog'
import { paths } from '../../shared/paths'
import { Markup } from './Markup'
import { RepositoryFacts, RepositoryTopics } from './RepositoryFacts'
import styles from './Projects.module.css'

const linkKinds = ['live', 'source', 'backend'] as const

/** A project's details in a full-screen dialog named by its title; its X leads back to the list. */
export function ProjectPopup({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation()
  const localized = useLocalized()
  const title = localized(project.title)
  return (
    <Dialog title={title} onClose={onClose} closeHref={paths.apps}>
      <div className={styles.details}>
        <div className={styles.text}>
          {project.repository && <RepositoryFacts repository={project.repository} />}
          {(localized(project.content) ?? []).map((paragraph, i) => (
            <p key={i}>
              <Markup nodes={paragraph} />
            </p>
          ))}
          <h3 className={controls.label}>{t('projects.tech')}</h3>
          <ul className={`${controls.row} ${styles.tech}`}>
            {project.tech.map((tech) => (
              <li key={tech} className={controls.chip}>
                {tech}
              </li>
            ))}
          </ul>
          {project.repository?.topics && <RepositoryTopics topics={project.repository.topics} />}
          <h3 className={controls.label}>{t('projects.links')}</h3>
          <ul className={controls.row}>
            {linkKinds.map((kind) => {
              const href = project.links[kind]
              if (!href) return null
              return (
                <li key={kind}>
                  <a href={href} target="_blank" rel="noopener noreferrer" className={`${controls.pill} ${controls.accent}`}>
                    {t(`projects.${kind}`)}
                    <ExternalLink aria-hidden="true" />
                    <span className="visually-hidden"> ({t('common.newTab')})</span>
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
        <Carousel
          images={project.images}
          alt={(i) => t('carousel.alt', { title, index: i + 1, total: project.images.length })}
        />
      </div>
    </Dialog>
  )
}
