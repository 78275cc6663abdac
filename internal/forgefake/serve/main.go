// Command serve runs the fake forges (internal/forgefake) until it is
// stopped, and prints the environment that points portgen at them, for a
// by-hand run of portgen new site --from and for the browser tests:
//
//	go run ./internal/forgefake/serve > /tmp/forges.env &
//	env $(cat /tmp/forges.env) portgen new site my-site --from github:AdaL
package main

import (
	"fmt"
	"maps"
	"os"
	"os/signal"
	"slices"

	"github.com/portgen/portgen/internal/forgefake"
)

func main() {
	f := forgefake.Start()
	defer f.Close()
	env := f.Env()
	for _, k := range slices.Sorted(maps.Keys(env)) {
		fmt.Printf("%s=%s\n", k, env[k])
	}
	os.Stdout.Sync()
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt)
	<-stop
}
