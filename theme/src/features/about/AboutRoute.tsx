import FileUser from '../../shared/icons/file-user'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useSite } from '../../shared/data/use-site'
import type { Network } from '../../shared/data/types'
import { useLocalized } from '../../shared/i18n/use-localized'
import { paths } from '../../shared/paths'
import { loadChunkStyles } from '../../shared/styles'
import controls from '../../shared/ui/controls.module.css'
import { Paragraphs } from '../../shared/ui/Paragraphs'
import { Picture } from '../../shared/ui/Picture'
import { Screen } from '../../shared/ui/Screen'
import { SocialIcon } from '../../shared/ui/SocialIcon'
import { useDocumentTitle } from '../../shared/use-document-title'
import { isWebURL } from '../../shared/web-url'
import styles from './About.module.css'

await loadChunkStyles(import.meta.url)

/**
 * /about: who the owner is (their label and summary from the résumé, or the
 * locale's paragraph), their skills, their résumé and where to find them. On
 * small screens the photo and skills are hidden and the social links float
 * (CSS chooses, so the prerendered page is right on every screen).
 */
export default function AboutRoute() {
  const { t, i18n } = useTranslation()
  const localized = useLocalized()
  useDocumentTitle('about')
  const site = useSite()
  const { owner, skills } = site
  const summary = owner.summary && localized(owner.summary)
  return (
    <>
      <Screen title={t('about.title')}>
        <div className={owner.photo ? `${styles.about} ${styles.withPhoto}` : styles.about}>
          {owner.photo && <Picture className={styles.photo} image={owner.photo} sizes="16rem" alt={t('about.photo')} loading="lazy" />}
          <div>
            <h2 className={styles.header}>{t('about.header')}</h2>
            {owner.label && <p className={styles.label}>{localized(owner.label)}</p>}
            {summary ? (
              <Paragraphs text={summary} className={styles.paragraph} />
            ) : (
              i18n.exists('about.paragraph') && <p className={styles.paragraph}>{t('about.paragraph')}</p>
            )}
            {site.resume && (
              <p className={styles.resume}>
                <Link href={paths.resume} className={`${controls.pill} ${controls.accent}`}>
                  <FileUser aria-hidden="true" />
                  {t('about.resume')}
                </Link>
              </p>
            )}
            {skills.length > 0 && (
              <section className={styles.skills} aria-labelledby="about-skills">
                <h3 id="about-skills" className={controls.label}>
                  {t('about.skills')}
                </h3>
                <ul className={controls.row}>
                  {skills.map((skill) => (
                    <li key={skill} className={controls.chip}>
                      {skill}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
        <SocialLinks />
      </Screen>
      {/* Small screens: outside the panel, whose backdrop filter would hold a fixed element in. */}
      <SocialLinks floating />
    </>
  )
}

/** The owner's profiles, then their email, each a round icon named after what it leads to; nothing when there are none. */
function SocialLinks({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation()
  const { profiles, email } = useSite().social
  const links: { href: string; name: string; kind: Network | 'email' }[] = profiles
    .filter((profile) => isWebURL(profile.url))
    .map((profile) => ({ href: profile.url, name: t('about.profile', { network: profile.network }), kind: profile.kind }))
  if (email) links.push({ href: `mailto:${email}`, name: t('about.email'), kind: 'email' })
  if (links.length === 0) return null
  return (
    <nav className={floating ? styles.floating : styles.social} aria-label={t('about.social')}>
      <ul>
        {links.map(({ href, name, kind }, i) => (
          <li key={i}>
            <a
              className={controls.round}
              href={href}
              aria-label={name}
              title={name}
              {...(kind === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <SocialIcon kind={kind} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
