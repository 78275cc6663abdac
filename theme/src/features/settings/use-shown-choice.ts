import { useState } from 'react'
import { useHydrated } from '../../shared/use-hydrated'

/**
 * The choice that a picker shows checked: the page's HTML's (inHTML) while
 * the app takes the page over, so that the two agree, the stored one after;
 * one the visitor makes meanwhile shows at once. Returns it and the function
 * that notes a new choice.
 */
export function useShownChoice<T>(stored: T, inHTML: T): [T, (choice: T) => void] {
  const [chosen, setChosen] = useState<{ choice: T }>()
  const hydrated = useHydrated()
  return [chosen ? chosen.choice : hydrated ? stored : inHTML, (choice) => setChosen({ choice })]
}
