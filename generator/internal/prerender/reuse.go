package prerender

import (
	"crypto/sha256"
)

// Compiler compiles prerenderers, and gives the last one it compiled while
// the module is the same: serve's rebuilds of content parse it once. The
// zero value is ready to use.
type Compiler struct {
	hash    [32]byte
	program *Program
}

// Compile compiles module (see the package's Compile), or gives the last
// program compiled from the same module.
func (c *Compiler) Compile(module, sourceMap []byte) (*Program, error) {
	hash := sha256.Sum256(module)
	if c.program != nil && c.hash == hash {
		return c.program, nil
	}
	p, err := Compile(module, sourceMap)
	if err != nil {
		return nil, err
	}
	c.hash, c.program = hash, p
	return p, nil
}
