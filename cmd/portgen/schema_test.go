package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/portgen/portgen/generator"
)

func TestSchemaTakesOneContentFile(t *testing.T) {
	tests := []struct {
		args []string
		want schemaOptions
	}{
		{[]string{"site"}, schemaOptions{name: "site"}},
		{[]string{"resume", "--translation"}, schemaOptions{name: "resume", translation: true}},
	}
	for _, tt := range tests {
		var got schemaOptions
		cmd := newSchemaCmd(env{}, func(o schemaOptions) error {
			got = o
			return nil
		})
		cmd.SetArgs(tt.args)
		if err := cmd.Execute(); err != nil {
			t.Fatalf("%v: %v", tt.args, err)
		}
		if got != tt.want {
			t.Errorf("%v: options %+v, want %+v", tt.args, got, tt.want)
		}
	}
}

func TestSchemaRefusesWhatItDoesNotKnow(t *testing.T) {
	for _, args := range [][]string{{"schema"}, {"schema", "theme"}, {"schema", "site", "--translation"}} {
		var stdout, stderr bytes.Buffer
		if code := run(args, env{stdout: &stdout, stderr: &stderr}); code == 0 || stdout.Len() > 0 {
			t.Errorf("%v: exit %d, printed %q", args, code, stdout.String())
		}
		if !strings.Contains(stderr.String(), "Usage:") {
			t.Errorf("%v: no usage in %q", args, stderr.String())
		}
	}
}

func TestSchemaPrintsTheSchema(t *testing.T) {
	for _, name := range generator.SchemaNames {
		var stdout bytes.Buffer
		if code := run([]string{"schema", name}, env{stdout: &stdout, stderr: &stdout}); code != 0 {
			t.Fatalf("schema %s: exit %d: %s", name, code, stdout.String())
		}
		want, err := generator.Schema(name, false)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(stdout.Bytes(), want) {
			t.Errorf("schema %s printed %.200q…", name, stdout.String())
		}
	}
}
