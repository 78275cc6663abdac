import { site } from '../../shared/data/site'
import type { Project } from '../../shared/data/types'

/**
 * The projects, fetched from the JSON portgen wrote (and the page of the
 * projects screen preloads). It stays out of the home screen's payload,
 * however many projects there are.
 */
export async function loadProjects(): Promise<Project[]> {
  const response = await fetch(site.projects)
  if (!response.ok) throw new Error(`${site.projects}: HTTP ${response.status}`)
  return response.json()
}
