# A raw TCP relay for bench/relay-floor.ts: what any console hop costs on this machine, without HTTP.
# MinIO's answer goes to the client either with splice(2) through a pipe (the kernel moves the pages, no
# copy into this process) or with recv_into and sendall on one 1 MiB buffer; the request goes up as read.
# Measurement only (Node has no splice): python3 raw-relay.py <host> <port> splice|copy; prints its port.
import fcntl
import os
import socket
import sys
import threading

F_SETPIPE_SZ = 1031
CHUNK = 1 << 20
host, port, mode = sys.argv[1], int(sys.argv[2]), sys.argv[3]


def upward(client, minio):
    try:
        while data := client.recv(65536):
            minio.sendall(data)
    except OSError:
        pass


def downward(minio, client):
    if mode == "splice":
        read_end, write_end = os.pipe()
        try:
            fcntl.fcntl(write_end, F_SETPIPE_SZ, CHUNK)
            flags = os.SPLICE_F_MOVE | os.SPLICE_F_MORE
            while moved := os.splice(minio.fileno(), write_end, CHUNK, flags=flags):
                while moved:
                    moved -= os.splice(read_end, client.fileno(), moved, flags=flags)
        finally:
            os.close(read_end)
            os.close(write_end)
    else:
        buffer = bytearray(CHUNK)
        view = memoryview(buffer)
        while received := minio.recv_into(buffer):
            client.sendall(view[:received])


def relay(client):
    minio = socket.create_connection((host, port))
    for end in (client, minio):
        end.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    threading.Thread(target=upward, args=(client, minio), daemon=True).start()
    try:
        downward(minio, client)
    except OSError:
        pass
    finally:
        client.close()
        minio.close()


listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(16)
print(listener.getsockname()[1], flush=True)
while True:
    accepted, _ = listener.accept()
    threading.Thread(target=relay, args=(accepted,), daemon=True).start()
