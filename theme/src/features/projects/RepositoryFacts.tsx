import { useTranslation } from 'react-i18next'
import type { Repository } from '../../shared/data/types'
import Star from '../../shared/icons/star'
import controls from '../../shared/ui/controls.module.css'
import { formatDay } from '../../shared/format-day'
import styles from './Projects.module.css'

/**
 * What a project's forge says of its repository: its stars, language,
 * licence, last push and whether it is archived; on a card, its first
 * topics too (a project's page lists them as chips, RepositoryTopics). On
 * a card, the names of the plain facts are for screen readers only. The
 * forge's words are written as text, never as markup.
 */
export function RepositoryFacts({ repository, compact = false, id }: { repository: Repository; compact?: boolean; id?: string }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const name = compact ? 'visually-hidden' : undefined
  return (
    <dl className={compact ? styles.factsCompact : styles.facts} id={id}>
      {repository.archived && (
        <div className={styles.archived}>
          <dt className="visually-hidden">{t('projects.status')}</dt>
          <dd>{t('projects.archived')}</dd>
        </div>
      )}
      <div>
        <dt className={name}>{t('projects.stars')}</dt>
        <dd>
          {compact && <Star aria-hidden="true" className={styles.star} />}
          {repository.stars}
        </dd>
      </div>
      {repository.language && (
        <div>
          <dt className={name}>{t('projects.language')}</dt>
          <dd>{repository.language}</dd>
        </div>
      )}
      {repository.license && (
        <div>
          <dt className={name}>{t('projects.license')}</dt>
          <dd>{repository.license}</dd>
        </div>
      )}
      {compact && repository.topics && repository.topics.length > 0 && (
        <div>
          <dt className="visually-hidden">{t('projects.topics')}</dt>
          <dd>{fewTopics(repository.topics)}</dd>
        </div>
      )}
      {repository.updated && (
        <div>
          <dt>{t('projects.updatedLabel')}</dt>
          <dd>
            <time dateTime={repository.updated}>{formatDay(repository.updated, language)}</time>
          </dd>
        </div>
      )}
    </dl>
  )
}

/** A card's topics: the first three, and how many more its page lists ("React, Redux, maps +2"). */
export function fewTopics(topics: string[]): string {
  const more = topics.length - 3
  return topics.slice(0, 3).join(', ') + (more > 0 ? ` +${more}` : '')
}

/** A repository's topics, as chips under their heading. */
export function RepositoryTopics({ topics }: { topics: string[] }) {
  const { t } = useTranslation()
  if (topics.length === 0) return null
  return (
    <>
      <h3 className={controls.label}>{t('projects.topics')}</h3>
      <ul className={`${controls.row} ${styles.tech}`}>
        {topics.map((topic) => (
          <li key={topic} className={controls.chip}>
            {topic}
          </li>
        ))}
      </ul>
    </>
  )
}
