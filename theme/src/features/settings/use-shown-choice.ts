import { useState } from 'react'
import { useHydrated } from '../../shared/use-hydrated'

/**
 * The choice that a picker shows checked, and the function that makes one:
 * the page's HTML's (inHTML) while the app takes the page over, so that the
 * two agree, the stored one after, or as soon as the visitor chooses, even
 * during the take-over.
 */
export function useShownChoice<T, C>(stored: T, inHTML: T, choose: (choice: C) => void): [T, (choice: C) => void] {
  const [chosen, setChosen] = useState(false)
  const hydrated = useHydrated()
  return [
    hydrated || chosen ? stored : inHTML,
    (choice) => {
      setChosen(true)
      choose(choice)
    },
  ]
}
