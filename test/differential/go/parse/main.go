// Command parse reads UBL or CII XML invoices with gobl.ubl's or gobl.cii's
// parser, as each project's example test does (fixed UUIDs, then
// Calculate), writing OUTDIR/<name>.json (the envelope) or <name>.err.
// Usage: parse ubl|cii OUTDIR FILE.xml...
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/invopop/gobl"
	cii "github.com/invopop/gobl.cii"
	ubl "github.com/invopop/gobl.ubl"
	"github.com/invopop/gobl/bill"
	"github.com/invopop/gobl/uuid"
)

const staticUUID uuid.UUID = "0195ce71-dc9c-72c8-bf2c-9890a4a9f0a2"

func main() {
	if len(os.Args) < 4 || (os.Args[1] != "ubl" && os.Args[1] != "cii") {
		fmt.Fprintln(os.Stderr, "usage: parse ubl|cii OUTDIR FILE.xml...")
		os.Exit(2)
	}
	format, out := os.Args[1], os.Args[2]
	if err := os.MkdirAll(out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, in := range os.Args[3:] {
		base := filepath.Join(out, strings.TrimSuffix(filepath.Base(in), ".xml"))
		if err := one(format, in, base); err != nil {
			_ = os.WriteFile(base+".err", []byte(err.Error()+"\n"), 0o644)
		}
	}
}

func one(format, in, base string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	data, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	env, err := read(format, data)
	if err != nil {
		return err
	}
	env.Head.UUID = staticUUID
	if inv, ok := env.Extract().(*bill.Invoice); ok {
		inv.UUID = staticUUID
	}
	if err := env.Calculate(); err != nil {
		return err
	}
	b, err := json.MarshalIndent(env, "", "\t")
	if err != nil {
		return err
	}
	return os.WriteFile(base+".json", b, 0o644)
}

func read(format string, data []byte) (*gobl.Envelope, error) {
	if format == "cii" {
		return cii.Parse(data)
	}
	doc, err := ubl.Parse(data)
	if err != nil {
		return nil, err
	}
	inv, ok := doc.(*ubl.Invoice)
	if !ok {
		return nil, fmt.Errorf("not a UBL invoice")
	}
	return inv.Convert()
}
