// Every analyzer reads syntax, symbols and operation trees; the namespaces they all need are imported once here.
global using System.Collections.Generic;
global using System.Collections.Immutable;
global using System.Linq;
global using Microsoft.CodeAnalysis;
global using Microsoft.CodeAnalysis.CSharp;
global using Microsoft.CodeAnalysis.CSharp.Syntax;
global using Microsoft.CodeAnalysis.Diagnostics;
global using Microsoft.CodeAnalysis.Operations;
