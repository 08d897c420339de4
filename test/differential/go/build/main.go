// Command build runs GOBL's own "build" (as gobl.dev's internal/ops/build.go
// does, without its YAML re-decoding, which turns numbers into floats) on
// JSON files, writing <name>.out.json for each: {"ok": result} or
// {"error": {message, json, faults}}. A file named *.correct.json holds
// {"data": envelope, "options": correction options} and is corrected instead,
// as gobl.dev's internal/ops/correct.go does; one named *.replicate.json (an
// envelope) is replicated, as internal/ops/replicate.go does; one named
// *.validate.json is only validated, as internal/ops/validate.go does
// (giving {"ok": true}); one named *.sign.json ({"data": envelope,
// "privatekey": JWK}) is calculated and signed, as internal/ops/sign.go
// does; one named *.verify.json ({"data": envelope, "publickey": JWK}) is
// verified (giving {"ok": true}).
// Usage: build OUTDIR FILE.json...
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/invopop/gobl"
	"github.com/invopop/gobl/bill"
	"github.com/invopop/gobl/dsig"
	"github.com/invopop/gobl/rules"
	"github.com/invopop/gobl/schema"
)

type faultOut struct {
	Code    string   `json:"code"`
	Paths   []string `json:"paths"`
	Message string   `json:"message"`
}

type errOut struct {
	Message string          `json:"message"`
	JSON    json.RawMessage `json:"json"`
	Faults  []faultOut      `json:"faults"`
}

type result struct {
	OK    any     `json:"ok,omitempty"`
	Error *errOut `json:"error,omitempty"`
}

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: build OUTDIR FILE.json...")
		os.Exit(2)
	}
	outDir := os.Args[1]
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	failed := 0
	seen := map[string]string{}
	for _, in := range os.Args[2:] {
		base := strings.TrimSuffix(filepath.Base(in), ".json")
		out := filepath.Join(outDir, base+".out.json")
		if prev, dup := seen[out]; dup {
			fmt.Fprintf(os.Stderr, "warning: %s overwrites output of %s (same basename)\n", in, prev)
		}
		seen[out] = in
		status, err := process(in, out)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: write failed: %v\n", in, err)
			failed++
			continue
		}
		fmt.Printf("%s: %s\n", base, status)
	}
	if failed > 0 {
		os.Exit(1)
	}
}

func process(in, out string) (string, error) {
	var res result
	data, err := os.ReadFile(in)
	if err != nil {
		res.Error = &errOut{Message: "read: " + err.Error()}
	} else {
		v, berr := safeBuild(data, strings.TrimSuffix(filepath.Ext(strings.TrimSuffix(in, ".json")), ".json"))
		if berr != nil {
			res.Error = describeError(berr)
		} else {
			res.OK = v
		}
	}
	b, err := json.MarshalIndent(res, "", "  ")
	if err != nil {
		// marshalling the built result failed: report that instead
		res = result{Error: &errOut{Message: "marshal: " + err.Error()}}
		if b, err = json.MarshalIndent(res, "", "  "); err != nil {
			return "", err
		}
	}
	b = append(b, '\n')
	if err := os.WriteFile(out, b, 0o644); err != nil {
		return "", err
	}
	if res.Error != nil {
		return "ERROR " + res.Error.Message, nil
	}
	return "ok", nil
}

type panicError struct{ msg string }

func (p *panicError) Error() string { return p.msg }

// safeBuild runs the operation a file's second extension names (".correct",
// ".replicate"; none: build), turning a panic into an error.
func safeBuild(data []byte, operation string) (v any, err error) {
	defer func() {
		if r := recover(); r != nil {
			v = nil
			err = &panicError{msg: fmt.Sprintf("panic: %v", r)}
		}
	}()
	switch operation {
	case ".correct":
		return correct(data)
	case ".replicate":
		return replicate(data)
	case ".validate":
		return validate(data)
	case ".sign":
		return sign(data)
	case ".verify":
		return verify(data)
	}
	return build(data)
}

// envelopeOf parses JSON that must be an envelope (what sign, replicate and correct take here).
func envelopeOf(data []byte) (*gobl.Envelope, error) {
	obj, err := gobl.Parse(data)
	if err != nil {
		return nil, gobl.ErrInput.WithCause(err)
	}
	env, ok := obj.(*gobl.Envelope)
	if !ok {
		return nil, gobl.ErrInput.WithReason("an envelope is needed here")
	}
	return env, nil
}

// sign mirrors gobl.dev internal/ops/sign.go for an envelope: Calculate,
// Sign with the private key, Validate.
func sign(data []byte) (any, error) {
	var req struct {
		Data       json.RawMessage  `json:"data"`
		PrivateKey *dsig.PrivateKey `json:"privatekey"`
	}
	if err := json.Unmarshal(data, &req); err != nil {
		return nil, gobl.ErrInput.WithCause(err)
	}
	env, err := envelopeOf(req.Data)
	if err != nil {
		return nil, err
	}
	if err := env.Calculate(); err != nil {
		return nil, gobl.ErrInternal.WithCause(err)
	}
	if err := env.Sign(req.PrivateKey); err != nil {
		return nil, gobl.ErrInternal.WithCause(err)
	}
	if err := env.Validate(); err != nil {
		return nil, gobl.ErrInternal.WithCause(err)
	}
	return env, nil
}

// verify checks an envelope's signatures with a public key (Envelope.Verify).
func verify(data []byte) (any, error) {
	var req struct {
		Data      json.RawMessage `json:"data"`
		PublicKey *dsig.PublicKey `json:"publickey"`
	}
	if err := json.Unmarshal(data, &req); err != nil {
		return nil, gobl.ErrInput.WithCause(err)
	}
	env := new(gobl.Envelope)
	if err := json.Unmarshal(req.Data, env); err != nil {
		return nil, gobl.ErrInput.WithCause(err)
	}
	if err := env.Validate(); err != nil {
		return nil, gobl.ErrValidation.WithCause(err)
	}
	if err := env.Verify(req.PublicKey); err != nil {
		return nil, err
	}
	return true, nil
}

// validate mirrors gobl.dev internal/ops/validate.go: no calculation, so an
// envelope's digest must already match.
func validate(data []byte) (any, error) {
	obj, err := gobl.Parse(data)
	if err != nil {
		return nil, gobl.ErrInput.WithCause(err)
	}
	if env, ok := obj.(*gobl.Envelope); ok {
		if err := env.Validate(); err != nil {
			return nil, gobl.ErrValidation.WithCause(err)
		}
		return true, nil
	}
	if doc, ok := obj.(*schema.Object); ok {
		if err := doc.Validate(); err != nil {
			return nil, gobl.ErrValidation.WithCause(err)
		}
		return true, nil
	}
	return nil, gobl.ErrInput.WithReason("invalid document type")
}

// replicate mirrors gobl.dev internal/ops/replicate.go for an envelope:
// Replicate (a new envelope), then Validate.
func replicate(data []byte) (any, error) {
	env, err := envelopeOf(data)
	if err != nil {
		return nil, err
	}
	e2, err := env.Replicate()
	if err != nil {
		return nil, gobl.ErrInternal.WithCause(err)
	}
	if err := e2.Validate(); err != nil {
		return nil, gobl.ErrInternal.WithCause(err)
	}
	return e2, nil
}

// correct mirrors gobl.dev internal/ops/correct.go for an envelope and
// options given as JSON: Correct (a new envelope), then Validate.
func correct(data []byte) (any, error) {
	var req struct {
		Data    json.RawMessage `json:"data"`
		Options json.RawMessage `json:"options"`
	}
	if err := json.Unmarshal(data, &req); err != nil {
		return nil, gobl.ErrInput.WithCause(err)
	}
	env, err := envelopeOf(req.Data)
	if err != nil {
		return nil, err
	}
	opts := []schema.Option{}
	if len(req.Options) > 0 {
		opts = append(opts, bill.WithData(req.Options))
	}
	e2, err := env.Correct(opts...)
	if err != nil {
		return nil, gobl.ErrInternal.WithCause(err)
	}
	if err := e2.Validate(); err != nil {
		return nil, gobl.ErrInternal.WithCause(err)
	}
	return e2, nil
}

// build mirrors gobl.dev internal/ops/build.go (Build) and the relevant part
// of parse.go (parseGOBLData without YAML decoding, templates, --set or
// --type options, and with Envelop=false).
func build(data []byte) (any, error) {
	// parse.go: gobl.Parse on the (here: raw) JSON bytes
	obj, err := gobl.Parse(data)
	if err != nil {
		err = gobl.ErrInput.WithCause(err)
		return nil, gobl.ErrInternal.WithCause(err)
	}
	if _, isEnv := obj.(*gobl.Envelope); !isEnv {
		if _, isObj := obj.(*schema.Object); !isObj {
			doc, err := schema.NewObject(obj)
			if err != nil {
				err = gobl.ErrInput.WithCause(err)
				return nil, gobl.ErrInternal.WithCause(err)
			}
			obj = doc
		}
	}

	// build.go
	if env, ok := obj.(*gobl.Envelope); ok {
		env.Signatures = nil
		if err := env.Calculate(); err != nil {
			return nil, gobl.ErrInternal.WithCause(err)
		}
		if err := env.Validate(); err != nil {
			return nil, gobl.ErrInternal.WithCause(err)
		}
		return env, nil
	}

	if doc, ok := obj.(*schema.Object); ok {
		if c, ok := doc.Instance().(schema.Calculable); ok {
			if err := c.Calculate(); err != nil {
				err = gobl.ErrCalculation.WithCause(err)
				return nil, gobl.ErrInternal.WithCause(err)
			}
		}
		if err := doc.Validate(); err != nil {
			err := gobl.ErrValidation.WithCause(err)
			return nil, gobl.ErrInternal.WithCause(err)
		}
		return doc, nil
	}

	panic("parsed data must be either an envelope or a document")
}

func describeError(err error) *errOut {
	e := &errOut{Message: err.Error()}
	if b, jerr := json.Marshal(err); jerr == nil && string(b) != "{}" && string(b) != "null" {
		e.JSON = b
	}
	if fs := findFaults(err); fs != nil {
		e.Faults = []faultOut{}
		for _, f := range fs.List() {
			if f == nil {
				continue
			}
			e.Faults = append(e.Faults, faultOut{
				Code:    string(f.Code()),
				Paths:   f.Paths(),
				Message: f.Message(),
			})
		}
	}
	return e
}

// findFaults extracts GOBL v0.502 rule faults from an error. Faults live
// either directly in the error chain (rules.Faults / *rules.Fault), or as
// the cause of a *gobl.Error (which exposes them via Faults() but has no
// Unwrap method).
func findFaults(err error) rules.Faults {
	for depth := 0; err != nil && depth < 32; depth++ {
		switch t := err.(type) {
		case *gobl.Error:
			if fs := t.Faults(); fs != nil {
				return fs
			}
		case rules.Faults:
			return t
		case *rules.Fault:
			return singleFault{t}
		}
		var fs rules.Faults
		if errors.As(err, &fs) {
			return fs
		}
		err = errors.Unwrap(err)
	}
	return nil
}

// singleFault adapts a lone *rules.Fault to the List() method we use.
type singleFault struct{ f *rules.Fault }

func (s singleFault) Error() string             { return s.f.Error() }
func (s singleFault) HasPath(p string) bool     { return false }
func (s singleFault) HasCode(c rules.Code) bool { return s.f.Code() == c }
func (s singleFault) Len() int                  { return 1 }
func (s singleFault) First() *rules.Fault       { return s.f }
func (s singleFault) Last() *rules.Fault        { return s.f }
func (s singleFault) At(int) *rules.Fault       { return s.f }
func (s singleFault) List() []*rules.Fault      { return []*rules.Fault{s.f} }
