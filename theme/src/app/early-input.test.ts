import { afterEach, describe, expect, it } from 'vitest'
import { recordEarlyInput, takeOver } from './early-input'

afterEach(() => {
  document.body.innerHTML = ''
  takeOver() // ends a recording a test left running
})

describe('early input', () => {
  it('replays the buttons pressed before the take-over, on the same elements, once', () => {
    document.body.innerHTML = '<button type="button" id="menu"><svg></svg></button><div role="button" id="card"><span>x</span></div><p id="text">t</p>'
    recordEarlyInput()
    document.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    document.querySelector('#card span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    document.getElementById('text')!.click()
    const replay = takeOver()
    document.getElementById('menu')!.click() // after the take-over: the app's to handle

    const replayed: string[] = []
    document.addEventListener('click', (event) => replayed.push((event.target as Element).id))
    replay()
    expect(replayed).toEqual(['menu', 'card'])
  })

  it("replays a select's new value as a change", () => {
    document.body.innerHTML = '<select><option value="en">en</option><option value="pt">pt</option></select>'
    recordEarlyInput()
    const select = document.querySelector('select')!
    select.value = 'pt'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    const replay = takeOver()
    select.value = 'en' // as the app renders it, before it knows the choice

    const changes: string[] = []
    select.addEventListener('change', () => changes.push(select.value))
    replay()
    expect(changes).toEqual(['pt'])
  })

  it('drops input on elements the app replaced, and records nothing without the head script', () => {
    document.body.innerHTML = '<button type="button">a</button>'
    recordEarlyInput()
    document.querySelector('button')!.click()
    const replay = takeOver()
    document.body.innerHTML = '<button type="button">a</button>'
    let clicks = 0
    document.addEventListener('click', () => clicks++)
    replay()
    expect(clicks).toBe(0)

    document.querySelector('button')!.click()
    clicks = 0
    takeOver()()
    expect(clicks).toBe(0)
  })
})
