import { useTranslation } from 'react-i18next'
import { site } from '../../shared/data/site'
import { loadChunkStyles } from '../../shared/styles'
import controls from '../../shared/ui/controls.module.css'
import { Picture } from '../../shared/ui/Picture'
import { Screen } from '../../shared/ui/Screen'
import { narrowScreen, useMediaQuery } from '../../shared/use-media-query'
import { useDocumentTitle } from '../../shared/use-document-title'
import { SocialIcon } from './SocialIcon'
import styles from './About.module.css'

await loadChunkStyles(import.meta.url)

const socialKinds = ['linkedin', 'github', 'email'] as const

/**
 * /about: who the owner is, their skills and where to find them. On small
 * screens the photo and skills are hidden and the social links float.
 */
export default function AboutRoute() {
  const { t } = useTranslation()
  useDocumentTitle('about')
  const narrow = useMediaQuery(narrowScreen)
  const { owner, skills } = site
  return (
    <>
      <Screen title={t('about.title')}>
        <div className={styles.about}>
          <Picture className={styles.photo} image={owner.photo} sizes="16rem" alt={t('about.photo')} loading="lazy" />
          <div>
            <h2 className={styles.header}>{t('about.header')}</h2>
            <p className={styles.paragraph}>{t('about.paragraph')}</p>
            {skills.length > 0 && (
              <section className={styles.skills} aria-labelledby="about-skills">
                <h3 id="about-skills" className={controls.label}>{t('about.skills')}</h3>
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
        {!narrow && <SocialLinks />}
      </Screen>
      {/* Outside the panel: its backdrop filter would hold a fixed element in. */}
      {narrow && <SocialLinks floating />}
    </>
  )
}

function SocialLinks({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation()
  return (
    <nav className={floating ? styles.floating : styles.social} aria-label={t('about.social')}>
      <ul>
        {socialKinds.map((kind) => {
          const value = site.social[kind]
          if (!value) return null
          const email = kind === 'email'
          return (
            <li key={kind}>
              <a
                className={controls.round}
                href={email ? `mailto:${value}` : value}
                aria-label={t(`about.${kind}`)}
                title={t(`about.${kind}`)}
                {...(email ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                <SocialIcon kind={kind} />
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
