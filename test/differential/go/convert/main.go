// Command convert runs gobl.ubl's and gobl.cii's ConvertInvoice over
// DIR/jobs.tsv (id, format, profile, context name, envelope path; one job a
// line), as each project's example test does (the envelope loaded with fixed
// UUIDs, calculated and validated), writing DIR/out/<format>/<profile>/<id>.xml
// or .err. Usage: convert DIR
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/invopop/gobl"
	cii "github.com/invopop/gobl.cii"
	ubl "github.com/invopop/gobl.ubl"
	"github.com/invopop/gobl/bill"
	"github.com/invopop/gobl/uuid"
)

const staticUUID uuid.UUID = "0195ce71-dc9c-72c8-bf2c-9890a4a9f0a2"

var ublContexts = map[string]ubl.Context{
	"ContextEN16931":              ubl.ContextEN16931,
	"ContextPeppol":               ubl.ContextPeppol,
	"ContextPeppolSelfBilled":     ubl.ContextPeppolSelfBilled,
	"ContextXRechnung":            ubl.ContextXRechnung,
	"ContextPeppolFranceCIUS":     ubl.ContextPeppolFranceCIUS,
	"ContextPeppolFranceExtended": ubl.ContextPeppolFranceExtended,
	"ContextZATCA":                ubl.ContextZATCA,
}

var ciiContexts = map[string]cii.Context{
	"ContextEN16931V2017":          cii.ContextEN16931V2017,
	"ContextPeppolV3":              cii.ContextPeppolV3,
	"ContextFacturXV1":             cii.ContextFacturXV1,
	"ContextPeppolFranceFacturXV1": cii.ContextPeppolFranceFacturXV1,
	"ContextPeppolFranceCIUSV1":    cii.ContextPeppolFranceCIUSV1,
	"ContextZUGFeRDV2":             cii.ContextZUGFeRDV2,
	"ContextXRechnungV3":           cii.ContextXRechnungV3,
	"ContextChorusProV1":           cii.ContextChorusProV1,
}

// loadEnvelope mirrors loadTestEnvelopeFromPath (gobl.ubl) / loadEnvelope
// (gobl.cii): unmarshal, static UUIDs, Calculate, Validate.
func loadEnvelope(path string) (*gobl.Envelope, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	buf := new(bytes.Buffer)
	buf.Write(data)
	env := new(gobl.Envelope)
	if err := json.Unmarshal(buf.Bytes(), env); err != nil {
		return nil, fmt.Errorf("unmarshal: %w", err)
	}
	env.Head.UUID = staticUUID
	if inv, ok := env.Extract().(*bill.Invoice); ok {
		inv.UUID = staticUUID
	}
	if err := env.Calculate(); err != nil {
		return nil, fmt.Errorf("calculate: %w", err)
	}
	if err := env.Validate(); err != nil {
		return nil, fmt.Errorf("validate: %w", err)
	}
	return env, nil
}

func convert(format, ctxName, in string) (out []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	switch format {
	case "ubl":
		c, ok := ublContexts[ctxName]
		if !ok {
			return nil, fmt.Errorf("unknown ubl context %q", ctxName)
		}
		env, err := loadEnvelope(in)
		if err != nil {
			return nil, err
		}
		doc, err := ubl.ConvertInvoice(env, ubl.WithContext(c))
		if err != nil {
			return nil, fmt.Errorf("convert: %w", err)
		}
		return ubl.Bytes(doc)
	case "cii":
		c, ok := ciiContexts[ctxName]
		if !ok {
			return nil, fmt.Errorf("unknown cii context %q", ctxName)
		}
		env, err := loadEnvelope(in)
		if err != nil {
			return nil, err
		}
		doc, err := cii.ConvertInvoice(env, cii.WithContext(c))
		if err != nil {
			return nil, fmt.Errorf("convert: %w", err)
		}
		return doc.Bytes()
	}
	return nil, fmt.Errorf("unknown format %q", format)
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: convert DIR")
		os.Exit(2)
	}
	base := os.Args[1]
	f, err := os.Open(filepath.Join(base, "jobs.tsv"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	nx, ne := 0, 0
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) < 5 {
			fmt.Fprintf(os.Stderr, "bad line: %q\n", line)
			continue
		}
		id, format, profile, ctxName, in := cols[0], cols[1], cols[2], cols[3], cols[4]
		dir := filepath.Join(base, "out", format, profile)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		data, err := convert(format, ctxName, in)
		if err != nil {
			ne++
			_ = os.WriteFile(filepath.Join(dir, id+".err"), []byte(err.Error()+"\n"), 0o644)
			continue
		}
		nx++
		_ = os.WriteFile(filepath.Join(dir, id+".xml"), data, 0o644)
	}
	fmt.Printf("xml=%d err=%d\n", nx, ne)
}
