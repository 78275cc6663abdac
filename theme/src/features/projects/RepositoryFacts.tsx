import { useTranslation } from 'react-i18next'
import type { Repository } from '../../shared/data/types'
import controls from '../../shared/ui/controls.module.css'
import styles from './Projects.module.css'

const days = new Map<string, Intl.DateTimeFormat>()

/** A day (YYYY-MM-DD) in a language's words: "October 3, 2026", "3 de outubro de 2026". */
export function formatDay(day: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return day
  let format = days.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    days.set(language, format)
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))
}

/**
 * What a project's forge says of its repository: its stars, language,
 * licence, last push and whether it is archived, and (but on a card) its
 * topics. The forge's words are written as text, never as markup.
 */
export function RepositoryFacts({ repository, compact = false, id }: { repository: Repository; compact?: boolean; id?: string }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const facts: [string, string, string?][] = [[t('projects.stars'), String(repository.stars)]]
  if (repository.language) facts.push([t('projects.language'), repository.language])
  if (repository.license) facts.push([t('projects.license'), repository.license])
  if (repository.updated) facts.push([t('projects.updatedLabel'), formatDay(repository.updated, language), repository.updated])
  return (
    <>
      <dl className={compact ? styles.factsCompact : styles.facts} id={id}>
        {repository.archived && (
          <div className={styles.archived}>
            <dt className="visually-hidden">{t('projects.status')}</dt>
            <dd>{t('projects.archived')}</dd>
          </div>
        )}
        {facts.map(([name, value, machine]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{machine ? <time dateTime={machine}>{value}</time> : value}</dd>
          </div>
        ))}
      </dl>
      {!compact && repository.topics && repository.topics.length > 0 && (
        <>
          <h3 className={controls.label}>{t('projects.topics')}</h3>
          <ul className={`${controls.row} ${styles.tech}`}>
            {repository.topics.map((topic) => (
              <li key={topic} className={controls.chip}>
                {topic}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
