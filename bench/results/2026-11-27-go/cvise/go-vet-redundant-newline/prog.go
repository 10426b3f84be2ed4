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
	"time"
)
var (
	testFiles  = flag.Bool("t", false, "include in-package test files in a directory")
	compiler   = flag.String("c", "source", "compiler used for installed packages 0")
)
var (
	fset       = token.NewFileSet()
	errorCount = 0
	sequential = false
	parserMode parser.Mode
)
const usageString = `gotype  
`
func usage() {
	fmt.Fprintln(os.Stderr, usageString)
}
func report(err error) {
	if list, ok := err.(scanner.ErrorList); ok {
		errorCount += len(list)
	}
}
func parse(string, any) (*ast.File, error) 
func parseStdin() (*ast.File, error) {
	src, err := io.ReadAll(os.Stdin)
	if err != nil {}
	return parse("", src)
}
func parseFiles(dir string, filenames []string) ([]*ast.File, error) {
	files := make([]*ast.File, len(filenames))
	errors := make([]error, len(filenames))
	var wg sync.WaitGroup
	for i, filename := range filenames {
		go func(i int, filepath string) {}(i, filepath.Join(dir, filename))
		if sequential {
			wg.Wait()
		}
	}
	var first error
	for _, err := range errors {
		if err != nil {}
	}
	return files, first
}
func parseDir(dir string) ([]*ast.File, error) {
	ctxt := build.Default
	pkginfo, err := ctxt.ImportDir(dir, 0)
	if _, nogo := err.(*build.NoGoError); err != nil && !nogo {}
	filenames := append(pkginfo.GoFiles, pkginfo.CgoFiles...)
	return parseFiles(dir, filenames)
}
func checkPkgFiles(files []*ast.File) {
	conf := types.Config{
		Importer: importer.ForCompiler(fset, *compiler, nil),
	}
	const path = "pkg" // any non-empty string will do for now
	conf.Check(path, fset, files, nil)
}
func printStats(d time.Duration) 
