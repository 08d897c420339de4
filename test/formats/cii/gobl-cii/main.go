// Command gobl-cii-parse reads CII XML invoices with gobl.cii's own parser,
// the way gobl.cii's example test does (a fixed UUID, then Calculate), and
// writes each envelope as <name>.json (or the error as <name>.err), with
// what Validate says of it in <name>.validate.txt. Its outputs are what
// bizdoc's CII reader is compared with when BIZDOC_GOBL_CII_PARSE_OUT names
// their directory; see README.md.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	cii "github.com/invopop/gobl.cii"
	"github.com/invopop/gobl/bill"
	"github.com/invopop/gobl/uuid"
)

const staticUUID uuid.UUID = "0195ce71-dc9c-72c8-bf2c-9890a4a9f0a2"

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: gobl-cii-parse OUTDIR FILE.xml...")
		os.Exit(2)
	}
	outDir := os.Args[1]
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		panic(err)
	}
	for _, in := range os.Args[2:] {
		base := strings.TrimSuffix(filepath.Base(in), ".xml")
		status := process(in, filepath.Join(outDir, base))
		fmt.Printf("%s: %s\n", base, status)
	}
}

func writeErr(prefix string, err error) string {
	_ = os.WriteFile(prefix+".err", []byte(err.Error()+"\n"), 0o644)
	return "ERR " + err.Error()
}

func process(in, prefix string) (status string) {
	defer func() {
		if r := recover(); r != nil {
			status = writeErr(prefix, fmt.Errorf("panic: %v", r))
		}
	}()
	xmlData, err := os.ReadFile(in)
	if err != nil {
		return writeErr(prefix, err)
	}
	env, err := cii.Parse(xmlData)
	if err != nil {
		return writeErr(prefix, err)
	}
	env.Head.UUID = staticUUID
	if inv, ok := env.Extract().(*bill.Invoice); ok {
		inv.UUID = staticUUID
	}
	if err := env.Calculate(); err != nil {
		return writeErr(prefix, err)
	}
	data, err := json.MarshalIndent(env, "", "\t")
	if err != nil {
		return writeErr(prefix, err)
	}
	if err := os.WriteFile(prefix+".json", data, 0o644); err != nil {
		panic(err)
	}
	v := "ok"
	if err := env.Validate(); err != nil {
		v = err.Error()
	}
	if err := os.WriteFile(prefix+".validate.txt", []byte(v+"\n"), 0o644); err != nil {
		panic(err)
	}
	return "json, validate=" + v
}
