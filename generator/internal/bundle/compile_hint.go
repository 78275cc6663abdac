package bundle

import "slices"

// compileHint is V8's explicit compile hint (Chromium 136 and later; to
// other browsers, a comment): compile every function of the file while it
// downloads, on a background thread. Without it V8 compiles a function on
// the main thread when it is first called, and the first load's code is
// nearly all called as the page starts. Traced with Lighthouse on /fr/docs/,
// running the app's modules was one task of 15–33 ms, mostly compiling
// React DOM, and four times that under Lighthouse's throttled CPU: the
// page's Total Blocking Time, 6 to 106 ms from run to run. With the hint,
// that task is gone from the long ones.
const compileHint = "//# allFunctionsCalledOnLoad\n"

// markFirstLoad puts the compile hint at the top of the entry and of the
// chunks it imports: what every page runs as it starts. The lazy chunks
// keep V8's own choice: a screen or a tool runs only part of its code.
func markFirstLoad(out *Result) {
	firstLoad := append([]string{out.Entry.JS}, out.Entry.Imports...)
	for i, f := range out.Files {
		if slices.Contains(firstLoad, f.Path) {
			out.Files[i].Data = append([]byte(compileHint), f.Data...)
		}
	}
}
