import type { Project } from '../../shared/data/types'

/** Folds case and accents so that "cafe" finds "Café". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()
}

/**
 * The projects whose title, in the visitor's language, contains the query,
 * ignoring case and accents. An empty query keeps every project.
 */
export function searchProjects(projects: Project[], query: string, title: (p: Project) => string): Project[] {
  const needle = fold(query.trim())
  if (!needle) return projects
  return projects.filter((p) => fold(title(p)).includes(needle))
}
