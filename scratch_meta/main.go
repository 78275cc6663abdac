package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

func main() {
	res := api.Build(api.BuildOptions{
		AbsWorkingDir: "/work/main/theme", EntryPoints: []string{"src/main.tsx"}, Bundle: true, Format: api.FormatESModule, Splitting: true,
		Target: api.ES2022, MinifyWhitespace: true, MinifyIdentifiers: true, MinifySyntax: true, JSX: api.JSXAutomatic,
		Define: map[string]string{"process.env.NODE_ENV": `"production"`}, Outdir: "out", Metafile: true, Write: false,
		Plugins: []api.Plugin{{Name: "v", Setup: func(b api.PluginBuild) {
			b.OnResolve(api.OnResolveOptions{Filter: `^portgen:`}, func(a api.OnResolveArgs) (api.OnResolveResult, error) {
				return api.OnResolveResult{Path: a.Path, Namespace: "p"}, nil
			})
			b.OnLoad(api.OnLoadOptions{Filter: `.*`, Namespace: "p"}, func(a api.OnLoadArgs) (api.OnLoadResult, error) {
				s := `{"languages":[],"wallpapers":[],"documents":[],"owner":{"photo":{}},"social":{},"locales":{},"tracks":[],"weather":{}}`
				if strings.Contains(a.Path, "projects") {
					s = "[]"
				}
				return api.OnLoadResult{Contents: &s, Loader: api.LoaderJSON}, nil
			})
		}}},
	})
	if len(res.Errors) > 0 {
		fmt.Println(res.Errors)
		os.Exit(1)
	}
	var m struct {
		Outputs map[string]struct {
			EntryPoint string
			Bytes      int
			Imports    []struct{ Path, Kind string }
			Inputs     map[string]struct{ BytesInOutput int }
		}
	}
	json.Unmarshal([]byte(res.Metafile), &m)
	first := map[string]bool{}
	var walk func(string)
	walk = func(p string) {
		if first[p] {
			return
		}
		first[p] = true
		for _, i := range m.Outputs[p].Imports {
			if i.Kind == "import-statement" {
				walk(i.Path)
			}
		}
	}
	for p, o := range m.Outputs {
		if o.EntryPoint == "src/main.tsx" && strings.HasSuffix(p, ".js") {
			walk(p)
		}
	}
	for p := range first {
		fmt.Println("first-load chunk", p, m.Outputs[p].Bytes)
	}
	pkg := map[string]int{}
	for p := range first {
		for in, b := range m.Outputs[p].Inputs {
			pkg[in] += b.BytesInOutput
		}
	}
	type kv struct {
		k string
		v int
	}
	var l []kv
	for k, v := range pkg {
		l = append(l, kv{k, v})
	}
	sort.Slice(l, func(i, j int) bool { return l[i].v > l[j].v })
	for _, e := range l {
		if !strings.Contains(e.k, "node_modules/react-dom") {
			fmt.Printf("%8d %s\n", e.v, e.k)
		}
	}
}
