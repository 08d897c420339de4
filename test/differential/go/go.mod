module bizdoc-differential

go 1.25.0

// Add the versions bizdoc is compared with (see ../README.md):
//   go get github.com/invopop/gobl@v0.502.1 github.com/invopop/gobl.ubl@58fb61a github.com/invopop/gobl.cii@ca46ae0
