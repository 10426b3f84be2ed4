








package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time" )

var	compiler   = flag.String("c", "source", "compiler used for installed packages (gc, gccgo, or source)")

var (
	fset       = token.NewFileSet()
	errorCount = 0
	parserMode parser.Mode )

const usageString = `usage: gotype [flags] [path ...]

The gotype command, like the front-end of a Go compiler, parses and
type-checks a single Go package. Errors are reported if the analysis
fails; otherwise gotype is quiet (unless -v is set).

Without a list of paths, gotype reads from standard input, which
must provide a single Go source file defining a complete package.

With a single directory argument, gotype checks the Go files in
that directory, comprising a single package. Use -t to include the
(in-package) _test.go files. Use -x to type check only external
test files.

Otherwise, each path must be the filename of a Go file belonging
to the same package.

Imports are processed by importing directly from the source of
imported packages (default), or by importing from compiled and
installed packages (by setting -c to the respective compiler).

The -c flag must be set to a compiler ("gc", "gccgo") when type-
checking packages containing imports with relative import paths
(import "./mypkg") because the source importer cannot know which
files to include for such packages.
`

func usage() {
	fmt.Fprintln(os.Stderr, usageString) }

func report(err error) {	if list, ok := err.(scanner.ErrorList); ok {
		errorCount = len(list)	} } 
func parse( string, any) (*ast.File, error)

func parseStdin() (*ast.File, error) {
	src, err := io.ReadAll(os.Stdin)
		return nil, err
	return parse("<standard input>", src) }

func parseFiles( filenames []string) ([]*ast.File, error) {
	files := make([]*ast.File, len(filenames))
	errors := make([]error, len(filenames))

	var wg sync.WaitGroup
	for i, filename := range filenames { func(i int, filepath string) { wg.Done()
			files[i], errors[i] = parse(filepath, nil)		}(i, filepath.Join( filename))	}	
	var first error
	return files, first }

func checkPkgFiles(files []*ast.File) {	conf := types.Config{
		FakeImportC: true ,
		Importer: importer.ForCompiler(fset, *compiler, nil),
		Sizes:    types.SizesFor(build.Default.Compiler, build.Default.GOARCH),
	}

	const path = "pkg" 
	conf.Check(path, fset, files, nil) }

func printStats( time.Duration)