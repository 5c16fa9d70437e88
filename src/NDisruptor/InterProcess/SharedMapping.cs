using System;
using System.IO;
using System.IO.MemoryMappedFiles;
using System.Text.RegularExpressions;

namespace NDisruptor;

/// <summary>An inter-process ring's file, mapped into this process: created owner-only (or group-shared), or opened.</summary>
internal sealed partial class SharedMapping : IDisposable
{
    private readonly MemoryMappedFile _file;
    private readonly MemoryMappedViewAccessor _view;
    private bool _disposed;

    private SharedMapping(string path, MemoryMappedFile file, MemoryMappedViewAccessor view, long length)
    {
        Path = path;
        _file = file;
        _view = view;
        Length = length;

        // Held until Dispose: the address below stays valid while this object lives.
        bool added = false;
        view.SafeMemoryMappedViewHandle.DangerousAddRef(ref added);
        Base = view.SafeMemoryMappedViewHandle.DangerousGetHandle() + (nint)view.PointerOffset;
    }

    public string Path { get; }

    /// <summary>The address of the file's first byte in this process.</summary>
    public nint Base { get; }

    public long Length { get; }

    /// <summary>The file for the ring <paramref name="name"/>, which must be a plain name (no path).</summary>
    public static string PathFor(string name, string? directory)
    {
        ArgumentNullException.ThrowIfNull(name);
        if (!ValidName().IsMatch(name))
        {
            throw new ArgumentException($"name \"{name}\" is not a ring name: use 1 to 100 letters, digits, '.', '_' or '-', not starting with '.' (it becomes a file name).", nameof(name));
        }

        string folder = directory ?? (System.IO.Directory.Exists("/dev/shm") ? "/dev/shm" : System.IO.Path.GetTempPath());
        return System.IO.Path.Combine(folder, $"ndisruptor-{name}.ring");
    }

    // How many times TryCreateNew tries to create a file that is not there when a create fails.
    private const int CreateAttempts = 3;

    /// <summary>Creates the file, zeroed, only if it does not exist; null if it does.</summary>
    public static SharedMapping? TryCreateNew(string path, long length, bool shareWithGroup)
    {
        var options = new FileStreamOptions { Mode = FileMode.CreateNew, Access = FileAccess.ReadWrite, Share = FileShare.ReadWrite };
        UnixFileMode mode = UnixFileMode.UserRead | UnixFileMode.UserWrite | (shareWithGroup ? UnixFileMode.GroupRead | UnixFileMode.GroupWrite : UnixFileMode.None);
        if (!OperatingSystem.IsWindows())
        {
            // Created with these permissions, so no other user can open it between creation and a chmod.
            options.UnixCreateMode = mode;
        }

        FileStream stream;
        for (int attempt = 1; ; attempt++)
        {
            try
            {
                stream = new FileStream(path, options);
                break;
            }
            catch (IOException) when (File.Exists(path))
            {
                return null;
            }
            catch (IOException) when (attempt < CreateAttempts)
            {
                // The create may have failed because the file existed and was removed before the check above (a consumer
                // that closed the ring deletes it): try again, a bounded number of times, as another failure would repeat.
            }
        }

        try
        {
            if (!OperatingSystem.IsWindows())
            {
                // The umask may have taken the group bits away: set exactly what was asked for.
                File.SetUnixFileMode(stream.SafeFileHandle, mode);
            }

            stream.SetLength(length);
            return Map(path, stream, length);
        }
        catch
        {
            stream.Dispose();
            File.Delete(path);
            throw;
        }
    }

    /// <summary>Opens an existing file; throws <see cref="InvalidDataException"/> if it is too short to hold a header.</summary>
    public static SharedMapping OpenExisting(string path)
    {
        ThrowIfNotPrivate(path);
        FileStream stream;
        try
        {
            stream = new FileStream(path, FileMode.Open, FileAccess.ReadWrite, FileShare.ReadWrite | FileShare.Delete);
        }
        catch (FileNotFoundException exception)
        {
            throw new InvalidOperationException($"There is no inter-process ring at {path}: start the consumer process (InterProcessRing<T>.Create) first, with the same name and Directory.", exception);
        }

        try
        {
            long length = stream.Length;
            if (length < SharedLayout.FlagsOffset)
            {
                throw SharedLayout.Invalid(path, $"it is {length} bytes, shorter than a ring's control block ({SharedLayout.FlagsOffset})");
            }

            return Map(path, stream, length);
        }
        catch
        {
            stream.Dispose();
            throw;
        }
    }

    /// <summary>
    /// Refuses a file someone could have planted to read or inject events: a link (to anywhere), or one that users other
    /// than the owner and its group may open. (A file this library creates is 0600 or 0660.)
    /// </summary>
    private static void ThrowIfNotPrivate(string path)
    {
        var info = new FileInfo(path);
        if (!info.Exists)
        {
            return;
        }

        if (info.LinkTarget is not null)
        {
            throw SharedLayout.Invalid(path, $"it is a link to {info.LinkTarget}; a ring file is a regular file");
        }

        const UnixFileMode Others = UnixFileMode.OtherRead | UnixFileMode.OtherWrite | UnixFileMode.OtherExecute;
        if (!OperatingSystem.IsWindows() && (File.GetUnixFileMode(path) & Others) != 0)
        {
            throw SharedLayout.Invalid(path, $"its mode {File.GetUnixFileMode(path)} lets any user read or write it; a ring file is created for its owner (and group) only");
        }
    }

    public void Dispose()
    {
        if (_disposed)
        {
            return;
        }

        _disposed = true;
        _view.SafeMemoryMappedViewHandle.DangerousRelease();
        _view.Dispose();
        _file.Dispose();
    }

    private static SharedMapping Map(string path, FileStream stream, long length)
    {
        var file = MemoryMappedFile.CreateFromFile(stream, mapName: null, length, MemoryMappedFileAccess.ReadWrite, HandleInheritability.None, leaveOpen: false);
        try
        {
            return new SharedMapping(path, file, file.CreateViewAccessor(0, length, MemoryMappedFileAccess.ReadWrite), length);
        }
        catch
        {
            file.Dispose();
            throw;
        }
    }

    [GeneratedRegex("^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$")]
    private static partial Regex ValidName();
}
