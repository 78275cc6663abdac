package load

import (
	"regexp"

	"gopkg.in/yaml.v3"

	"github.com/portgen/portgen/generator/internal/diag"
)

// secretKey is a key that names a token: `token`, `githubToken`,
// `api_token`.
var secretKey = regexp.MustCompile(`(?i)^(?:[a-z]+[-_]?)?token$`)

// tokenHint says where a forge's token goes instead.
const tokenHint = "portgen reads GITHUB_TOKEN, GITLAB_TOKEN and CODEBERG_TOKEN from the environment at build time; " +
	"remove it from the file, and revoke it if the file was ever shared or committed"

// secrets refuses, wherever they are in the file, a token key and a value
// shaped like a forge's token: content is published and often committed,
// a token never belongs in it. The diagnostic names the line and never
// shows it.
func (f *yamlFile) secrets(root *yaml.Node) []diag.Diagnostic {
	var out []diag.Diagnostic
	refuse := func(n *yaml.Node, msg string) {
		d := f.diagnostic(n.Line, n.Column, msg, tokenHint)
		d.Source = ""
		out = append(out, d)
	}
	seen := map[*yaml.Node]bool{}
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n == nil || seen[n] {
			return
		}
		seen[n] = true
		switch n.Kind {
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				if key := n.Content[i]; key.Kind == yaml.ScalarNode && secretKey.MatchString(key.Value) {
					refuse(key, "a token does not belong in the content folder: `"+key.Value+"` is refused")
					continue
				}
				walk(n.Content[i])
				walk(n.Content[i+1])
			}
		case yaml.ScalarNode:
			if diag.TokenShaped(n.Value) {
				refuse(n, "this value is shaped like a forge's access token, "+
					"which does not belong in the content folder")
			}
		default: // documents, sequences, aliases
			for _, c := range n.Content {
				walk(c)
			}
			walk(n.Alias)
		}
	}
	walk(root)
	return out
}
