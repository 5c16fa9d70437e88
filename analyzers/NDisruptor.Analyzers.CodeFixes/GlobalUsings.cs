// Every code fix rewrites syntax through the same Roslyn APIs; the namespaces they all need are imported once here.
global using System.Collections.Immutable;
global using System.Composition;
global using System.Linq;
global using Microsoft.CodeAnalysis;
global using Microsoft.CodeAnalysis.CodeFixes;
global using Microsoft.CodeAnalysis.CSharp;
global using Microsoft.CodeAnalysis.CSharp.Syntax;
global using Microsoft.CodeAnalysis.Formatting;
