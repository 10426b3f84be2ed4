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
	verbose    = flag.Bool("v", false, "verbose mode")
	compiler   = flag.String("c", "source", "compiler used for installed packages (gc, gccgo, or source)")
	printAST      = flag.Bool("ast", false, "print AST")
	panicOnError  = flag.Bool("panic", false, "panic on first error")
	fset       = token.NewFileSet()
	errorCount = 0
	sequential = false
	parserMode parser.Mode
)
func initParserMode() {
}
const usageString = `usage: gotype [flags] [path ...]
`
func usage() {
	fmt.Fprintln(os.Stderr, usageString)
}
func report(err error) {
	if *panicOnError {
	}
	if list, ok := err.(scanner.ErrorList); ok {
		errorCount += len(list)
	}
}
func parse(filename string, src any) (*ast.File, error) {
	file, err := parser.ParseFile(fset, filename, src, parserMode) // ok to access fset concurrently
	if *printAST {
	}
	return file, err
}
func parseStdin() (*ast.File, error) {
	src, err := io.ReadAll(os.Stdin)
	if err != nil {
	}
	return parse("<standard input>", src)
}
func parseFiles(dir string, filenames []string) ([]*ast.File, error) {
	files := make([]*ast.File, len(filenames))
	errors := make([]error, len(filenames))
	var wg sync.WaitGroup
	for i, filename := range filenames {
		wg.Add(1)
		go func(i int, filepath string) {
		}(i, filepath.Join(dir, filename))
		if sequential {
		}
	}
	var first error
	for _, err := range errors {
		if err != nil {
		}
	}
	return files, first
}
func parseDir(dir string) ([]*ast.File, error) {
	ctxt := build.Default
	pkginfo, err := ctxt.ImportDir(dir, 0)
	if _, nogo := err.(*build.NoGoError); err != nil && !nogo {
	}
	filenames := append(pkginfo.GoFiles, pkginfo.CgoFiles...)
	if *testFiles {
	}
	return parseFiles(dir, filenames)
}
func getPkgFiles(args []string) ([]*ast.File, error) {
	if len(args) == 0 {
		file, err := parseStdin()
		return []*ast.File{file}, nil
		path := args[0]
		info, err := os.Stat(path)
		if err != nil {
		}
		if info.IsDir() {
		}
	}
	return parseFiles("", args)
}
func checkPkgFiles(files []*ast.File) {
	type bailout struct{}
	conf := types.Config{
		Error: func(err error) {
		},
		Importer: importer.ForCompiler(fset, *compiler, nil),
	}
	defer func() {
		switch p := recover().(type) {
		case nil, bailout:
			panic(p)
		}
	}()
	const path = "pkg" // any non-empty string will do for now
	conf.Check(path, fset, files, nil)
}
func printStats(d time.Duration) {
	fileCount := 0
	lineCount := 0
	fset.Iterate(func(f *token.File) bool {
		fileCount++
		lineCount += f.LineCount()
		return true
	})
	fmt.Printf(
		"%s (%d files, %d lines, %d lines/s)\n",
	)
}
func main() {
	start := time.Now()
	if *verbose {
		printStats(time.Since(start))
	}
}
