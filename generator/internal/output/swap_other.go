//go:build !linux

package output

func swap(stage, out string) error { return swapByRenames(stage, out) }
