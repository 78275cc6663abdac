import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Resume } from '../../shared/data/types'
import controls from '../../shared/ui/controls.module.css'
import { Paragraphs } from '../../shared/ui/Paragraphs'
import { formatDate, formatRange } from './date-range'
import { shortURL, WebLink } from './WebLink'
import styles from './Resume.module.css'

const any = <T,>(list: T[] | undefined): list is T[] => list !== undefined && list.length > 0

/**
 * The résumé's sections that have data, in the order a reader looks for
 * them: experience and education first, what else the owner did after.
 * References show only when the JSON has them: portgen leaves them out
 * unless the owner asked for them.
 */
export function ResumeSections({ resume, language }: { resume: Resume; language: string }) {
  const { t } = useTranslation()
  const present = t('resume.present')
  const range = (start?: string, end?: string) => formatRange(start, end, language, present)
  const date = (when?: string) => (when ? formatDate(when, language) : undefined)
  const degree = (studyType?: string, area?: string) =>
    studyType && area ? t('resume.degree', { studyType, area }) : (studyType ?? area)
  const { work, education, skills, projects, volunteer, awards, certificates, publications, languages, interests, references } = resume

  return (
    <>
      {any(work) && (
        <Section title={t('resume.work')}>
          {work.map((job, i) => (
            <Entry
              key={i}
              title={job.position ?? job.name}
              when={range(job.startDate, job.endDate)}
              meta={[job.position ? organisation(job.name, job.url) : address(job.url), job.description, job.location]}
            >
              <Summary text={job.summary} />
              <Bullets items={job.highlights} />
            </Entry>
          ))}
        </Section>
      )}
      {any(education) && (
        <Section title={t('resume.education')}>
          {education.map((study, i) => (
            <Entry
              key={i}
              title={degree(study.studyType, study.area)}
              when={range(study.startDate, study.endDate)}
              meta={[organisation(study.institution, study.url), study.score && t('resume.score', { score: study.score })]}
            >
              {any(study.courses) && (
                <>
                  <p className={styles.sublabel}>{t('resume.courses')}</p>
                  <Bullets items={study.courses} />
                </>
              )}
            </Entry>
          ))}
        </Section>
      )}
      {any(skills) && (
        <Section title={t('resume.skills')} grid>
          {skills.map((skill, i) => (
            <Entry key={i} title={skill.name} meta={[skill.level]}>
              <Keywords items={skill.keywords} />
            </Entry>
          ))}
        </Section>
      )}
      {any(projects) && (
        <Section title={t('resume.projects')}>
          {projects.map((project, i) => (
            <Entry
              key={i}
              title={project.name}
              when={range(project.startDate, project.endDate)}
              meta={[project.roles?.join(', '), project.entity, address(project.url)]}
            >
              <Summary text={project.description} />
              <Bullets items={project.highlights} />
              <Keywords items={project.keywords} />
            </Entry>
          ))}
        </Section>
      )}
      {any(volunteer) && (
        <Section title={t('resume.volunteer')}>
          {volunteer.map((role, i) => (
            <Entry
              key={i}
              title={role.position ?? role.organization}
              when={range(role.startDate, role.endDate)}
              meta={[role.position ? organisation(role.organization, role.url) : address(role.url)]}
            >
              <Summary text={role.summary} />
              <Bullets items={role.highlights} />
            </Entry>
          ))}
        </Section>
      )}
      {any(awards) && (
        <Section title={t('resume.awards')}>
          {awards.map((award, i) => (
            <Entry key={i} title={award.title} when={date(award.date)} meta={[award.awarder]}>
              <Summary text={award.summary} />
            </Entry>
          ))}
        </Section>
      )}
      {any(certificates) && (
        <Section title={t('resume.certificates')}>
          {certificates.map((certificate, i) => (
            <Entry
              key={i}
              title={certificate.name}
              when={date(certificate.date)}
              meta={[certificate.issuer, address(certificate.url)]}
            />
          ))}
        </Section>
      )}
      {any(publications) && (
        <Section title={t('resume.publications')}>
          {publications.map((publication, i) => (
            <Entry
              key={i}
              title={publication.name}
              when={date(publication.releaseDate)}
              meta={[publication.publisher, address(publication.url)]}
            >
              <Summary text={publication.summary} />
            </Entry>
          ))}
        </Section>
      )}
      {any(languages) && (
        <Section title={t('resume.languages')} compact>
          {languages.map(({ language: name, fluency }, i) => (
            <li key={i}>
              {name}
              {name && fluency && ' — '}
              {fluency && <span className={styles.muted}>{fluency}</span>}
            </li>
          ))}
        </Section>
      )}
      {any(interests) && (
        <Section title={t('resume.interests')} grid>
          {interests.map((interest, i) => (
            <Entry key={i} title={interest.name}>
              <Keywords items={interest.keywords} />
            </Entry>
          ))}
        </Section>
      )}
      {any(references) && (
        <Section title={t('resume.references')}>
          {references.map((reference, i) => (
            <li key={i} className={styles.entry}>
              <figure className={styles.reference}>
                {reference.reference && (
                  <blockquote>
                    <Paragraphs text={reference.reference} />
                  </blockquote>
                )}
                {reference.name && <figcaption className={styles.meta}>— {reference.name}</figcaption>}
              </figure>
            </li>
          ))}
        </Section>
      )}
    </>
  )
}

/** A section: its heading, and its entries as a list (in columns for short ones, in a row for the shortest). */
function Section({ title, grid, compact, children }: { title: string; grid?: boolean; compact?: boolean; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={grid ? styles.grid : compact ? styles.compact : styles.entries}>{children}</ul>
    </section>
  )
}

/**
 * One entry: its title and dates on a line, who, what and where under them,
 * then its text. Parts that are missing are left out. Links live in the line
 * under the title, as text among text, never in the heading.
 */
function Entry({ title, when, meta = [], children }: { title?: string; when?: string; meta?: ReactNode[]; children?: ReactNode }) {
  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        {title && <h3 className={styles.entryTitle}>{title}</h3>}
        {when && <p className={styles.when}>{when}</p>}
      </div>
      {meta.some(Boolean) && <p className={styles.meta}>{joined(meta)}</p>}
      {children}
    </li>
  )
}

/** The parts that are there, separated by middle dots. */
function joined(parts: ReactNode[]): ReactNode {
  return parts
    .filter(Boolean)
    .map((part, i) => (
      <Fragment key={i}>
        {i > 0 && ' · '}
        {part}
      </Fragment>
    ))
}

/** An organisation's name, linked to its site when it has one. */
function organisation(name: string | undefined, url: string | undefined): ReactNode {
  return name ? <WebLink href={url}>{name}</WebLink> : address(url)
}

/** A site's address, linked: a project's, a certificate's, or that of an organisation named in the title. */
function address(url: string | undefined): ReactNode {
  return (
    url && (
      <WebLink href={url} bare>
        {shortURL(url)}
      </WebLink>
    )
  )
}

function Summary({ text }: { text: string | undefined }) {
  return text ? <Paragraphs text={text} className={styles.text} /> : null
}

function Bullets({ items }: { items: string[] | undefined }) {
  if (!any(items)) return null
  return (
    <ul className={styles.bullets}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  )
}

function Keywords({ items }: { items: string[] | undefined }) {
  if (!any(items)) return null
  return (
    <ul className={`${controls.row} ${styles.keywords}`}>
      {items.map((item, i) => (
        <li key={i} className={controls.chip}>
          {item}
        </li>
      ))}
    </ul>
  )
}
