import Globe from '../../shared/icons/globe'
import Mail from '../../shared/icons/mail'
import MapPin from '../../shared/icons/map-pin'
import Phone from '../../shared/icons/phone'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResumeBasics } from '../../shared/data/types'
import { SocialIcon } from '../../shared/ui/SocialIcon'
import { dialable } from './phone'
import { shortURL, WebLink } from './WebLink'
import styles from './Resume.module.css'

/** The résumé's header under the name: the label, then how to reach the owner and where they are. */
export function ResumeHeader({ basics }: { basics: ResumeBasics }) {
  const { t } = useTranslation()
  const { label, email, phone, url, location, profiles = [] } = basics
  const place = [location?.city, location?.region, location?.countryCode].filter(Boolean).join(', ')
  const reachable = email || phone || url || place || profiles.length > 0
  return (
    <div className={styles.header}>
      {label && <p className={styles.label}>{label}</p>}
      {reachable && (
        <address>
          <ul className={styles.contact} aria-label={t('resume.contact')}>
            {email && (
              <Contact icon={<Mail aria-hidden="true" />} name={t('resume.email')}>
                <a href={`mailto:${email}`}>{email}</a>
              </Contact>
            )}
            {phone && (
              <Contact icon={<Phone aria-hidden="true" />} name={t('resume.phone')}>
                {dialable(phone) ? <a href={`tel:${dialable(phone)}`}>{phone}</a> : phone}
              </Contact>
            )}
            {url && (
              <Contact icon={<Globe aria-hidden="true" />} name={t('resume.website')}>
                <WebLink href={url} bare>
                  {shortURL(url)}
                </WebLink>
              </Contact>
            )}
            {place && (
              <Contact icon={<MapPin aria-hidden="true" />} name={t('resume.location')}>
                {place}
              </Contact>
            )}
            {profiles.map((profile, i) => (
              <Contact key={i} icon={<SocialIcon kind={profile.kind} />} name={profile.username ? profile.network : undefined}>
                <WebLink href={profile.url}>{profile.username ?? profile.network}</WebLink>
              </Contact>
            ))}
          </ul>
        </address>
      )}
    </div>
  )
}

/**
 * One way to reach the owner: an icon, and, for a screen reader, which sees
 * no icon, what it is ("Email: …"). The span keeps a link in a line of text.
 */
function Contact({ icon, name, children }: { icon: ReactNode; name: string | undefined; children: ReactNode }) {
  return (
    <li>
      {icon}
      <span>
        {name && <span className="visually-hidden">{name}: </span>}
        {children}
      </span>
    </li>
  )
}
